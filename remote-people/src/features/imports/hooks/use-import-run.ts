// The Import screen's state: the kind and the import in the URL (a reload or a shared link comes
// back to the same dry run), the upload, the import read again while it runs, and the commit.
import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { IMPORT_KINDS, type ImportKind } from 'shared-domain/imports';
import { useUrlFilters, type UrlFilterRules } from 'shared-ui/lists';
import { commitImport, type CommitChoices } from '../api/commit-import';
import { importKeys, importQuery } from '../api/get-import';
import { uploadImport, type ImportUpload } from '../api/upload-import';
import { importFailure } from '../messages';

/** The address's part: the kind of import, and the import under way (its dry run or commit). */
const ADDRESS: UrlFilterRules<'kind' | 'import'> = {
  kind: (value) => (IMPORT_KINDS as readonly string[]).includes(value),
  import: (value) => /^[1-9][0-9]{0,9}$/.test(value),
};

/** The lists an import writes to: read again once it has committed. */
const LIST_KEYS: Record<ImportKind, readonly (readonly string[])[]> = {
  students: [['students']],
  staff: [['staff']],
  // A groups import also moves students into groups.
  groups: [['groups'], ['students']],
};

export function useImportRun() {
  const { values, setFilters } = useUrlFilters(ADDRESS);
  const queryClient = useQueryClient();
  const kind = (values.kind || 'students') as ImportKind;
  const importId = values.import ? Number(values.import) : null;

  const [refusal, setRefusal] = useState<ReturnType<typeof importFailure> | null>(null);

  const upload = useMutation({
    mutationFn: (request: ImportUpload) => uploadImport(request),
    onMutate: () => setRefusal(null),
    onSuccess: (summary) => {
      queryClient.setQueryData(importKeys.one(summary.id), summary);
      setFilters({ import: String(summary.id) });
    },
    onError: (error) => setRefusal(importFailure(error)),
  });

  const current = useQuery({ ...importQuery(importId ?? 0), enabled: importId !== null });
  const summary = importId !== null ? current.data : undefined;

  const commit = useMutation({
    mutationFn: (choices: CommitChoices) => commitImport(importId!, choices),
    onMutate: () => setRefusal(null),
    onSuccess: (answer) => queryClient.setQueryData(importKeys.one(answer.id), answer),
    onError: (error) => setRefusal(importFailure(error)),
  });

  const committedKind = summary?.status === 'committed' ? summary.kind : null;
  useEffect(() => {
    if (!committedKind) return;
    for (const queryKey of LIST_KEYS[committedKind])
      void queryClient.invalidateQueries({ queryKey });
  }, [committedKind, queryClient]);

  return {
    kind,
    setKind: (next: ImportKind) => {
      setRefusal(null);
      setFilters({ kind: next, import: '' });
    },
    importId,
    summary,
    loadError: importId !== null && current.error ? importFailure(current.error) : null,
    upload: (request: Omit<ImportUpload, 'kind'>) => upload.mutate({ ...request, kind }),
    uploading: upload.isPending,
    refusal,
    commit: (choices: CommitChoices) => commit.mutate(choices),
    committing: commit.isPending,
    startAgain: () => {
      setRefusal(null);
      setFilters({ import: '' });
    },
  };
}

export type ImportRun = ReturnType<typeof useImportRun>;
