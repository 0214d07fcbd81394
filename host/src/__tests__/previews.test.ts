import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { previewProblem, previewState, startPreviews, stopPreview } from '../federation/previews';
import { hasPreviews } from '../federation/preview-params';

const REMOTES = {
  groups: 'http://cdn.test/groups/1.0.0/mf-manifest.json',
  people: 'http://cdn.test/people/1.0.0/mf-manifest.json',
};
const ALLOWED = 'http://localhost:4102';

let configReads = 0;
const server = setupServer(
  http.get('*/config.json', () => {
    configReads += 1;
    return HttpResponse.json({ API_URL: 'http://api.test', PREVIEW_ORIGINS: [ALLOWED] });
  }),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  configReads = 0;
  sessionStorage.clear();
  window.history.replaceState(null, '', '/groups');
});

const at = (search: string) => {
  window.history.replaceState(null, '', `/groups${search}`);
  return window.location;
};

describe('previews', () => {
  it('loads a remote from an allowed origin for this tab, and takes the parameter off the address', async () => {
    const url = `${ALLOWED}/mf-manifest.json`;
    const remotes = await startPreviews(
      REMOTES,
      at(`?tab=2&remote:groups=${encodeURIComponent(url)}`),
    );

    expect(remotes).toEqual({ ...REMOTES, groups: url });
    expect(previewState()).toEqual({ active: [{ remote: 'groups', url }], refused: [] });
    expect(window.location.search).toBe('?tab=2');
    // Remembered for the tab: the next start has it without the parameter.
    expect(await startPreviews(REMOTES, at(''))).toEqual({ ...REMOTES, groups: url });
  });

  it('refuses an origin the deployment does not list, and forgets it', async () => {
    const url = 'http://evil.test/mf-manifest.json';
    const remotes = await startPreviews(REMOTES, at(`?remote:groups=${encodeURIComponent(url)}`));

    expect(remotes).toEqual(REMOTES);
    expect(previewState().refused).toEqual([
      {
        remote: 'groups',
        url,
        reason: 'http://evil.test is not a preview origin of this deployment',
      },
    ]);
    expect(sessionStorage.length).toBe(0);
  });

  it('ends with an empty parameter or Stop preview', async () => {
    const url = `${ALLOWED}/mf-manifest.json`;
    await startPreviews(REMOTES, at(`?remote:groups=${encodeURIComponent(url)}`));
    expect(await startPreviews(REMOTES, at('?remote:groups='))).toEqual(REMOTES);

    await startPreviews(REMOTES, at(`?remote:groups=${encodeURIComponent(url)}`));
    stopPreview('groups');
    expect(previewState().active).toEqual([]);
    expect(await startPreviews(REMOTES, at(''))).toEqual(REMOTES);
  });

  it('reads config.json only when there is a preview to check', async () => {
    await startPreviews(REMOTES, at('?tab=1'));
    expect(configReads).toBe(0);
    expect(previewState()).toEqual({ active: [], refused: [] });
  });

  it('says why an address cannot be previewed', () => {
    expect(previewProblem('http://x/m.json', 'calls', REMOTES, [ALLOWED])).toBe(
      'this deployment has no remote "calls"',
    );
    expect(previewProblem('not a url', 'groups', REMOTES, [ALLOWED])).toBe(
      'not a url is not an address',
    );
    expect(previewProblem('javascript:alert(1)', 'groups', REMOTES, ['null'])).toBe(
      'javascript:alert(1) is not an http(s) address',
    );
    expect(previewProblem(`${ALLOWED}/m.json`, 'groups', REMOTES, [ALLOWED])).toBeNull();
  });
});

describe("hasPreviews (start-up, before the remotes' chunk)", () => {
  it('says whether the address asks for a preview, an empty one that ends it included', () => {
    expect(hasPreviews('?tab=2')).toBe(false);
    expect(hasPreviews('?remote:groups=http%3A%2F%2Flocalhost%3A4102%2Fmf-manifest.json')).toBe(
      true,
    );
    expect(hasPreviews('?remote:groups=')).toBe(true);
  });

  it('says whether the tab keeps a preview from an earlier page', async () => {
    const url = `${ALLOWED}/mf-manifest.json`;
    await startPreviews(REMOTES, at(`?remote:groups=${encodeURIComponent(url)}`));
    expect(hasPreviews('')).toBe(true);
    stopPreview('groups');
    expect(hasPreviews('')).toBe(false);
  });
});
