// The files a screen hands the browser to save (shared-ui's ExportButton): jsdom saves nothing, so
// each test of the calling file records every download's name and contents instead.

export interface Download {
  name: string;
  file: Blob;
}

/** Every download of the running test, in order. Call at the top of the file. */
export function setupDownloads(): Download[] {
  const downloads: Download[] = [];
  const original = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
  const files = new Map<string, Blob>();
  beforeEach(() => {
    downloads.length = 0;
    files.clear();
    Object.assign(URL, {
      createObjectURL: (file: Blob) => {
        const url = `blob:download-${files.size}`;
        files.set(url, file);
        return url;
      },
      revokeObjectURL: () => {},
    });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloads.push({ name: this.download, file: files.get(this.href)! });
    });
  });
  afterEach(() => {
    jest.restoreAllMocks();
    Object.assign(URL, original);
  });
  return downloads;
}
