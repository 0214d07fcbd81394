// The Import screen's state: the kind and the import in the URL (a reload or a shared link comes
// back to the same dry run), the upload, the import read again while it runs, and the commit.
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { IMPORT_KINDS, type ImportKind } from 'shared-domain/imports';
import { commitImport, type CommitChoices } from '../api/commit-import';
import { importKeys, importQuery } from '../api/get-import';
import { uploadImport, type ImportUpload } from '../api/upload-import';
import { importFailure } from '../messages';

const KIND_PARAM = 'kind';
const IMPORT_PARAM = 'import';

/** The lists an import writes to: read again once it has committed. */
const LIST_KEYS: Record<ImportKind, readonly (readonly string[])[]> = {
  students: [['students']],
  staff: [['staff']],
  // A groups import also moves students into groups.
  groups: [['groups'], ['students']],
};

export function useImportRun() {
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const kindParam = params.get(KIND_PARAM);
  const kind: ImportKind = (IMPORT_KINDS as readonly string[]).includes(kindParam ?? '')
    ? (kindParam as ImportKind)
    : 'students';
  const idParam = params.get(IMPORT_PARAM) ?? '';
  const importId = /^[1-9][0-9]{0,9}$/.test(idParam) ? Number(idParam) : null;

  const setParam = (changes: Record<string, string | null>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null) next.delete(key);
        else next.set(key, value);
      }
      return next;
    });

  const [refusal, setRefusal] = useState<ReturnType<typeof importFailure> | null>(null);

  const upload = useMutation({
    mutationFn: (request: ImportUpload) => uploadImport(request),
    onMutate: () => setRefusal(null),
    onSuccess: (summary) => {
      queryClient.setQueryData(importKeys.one(summary.id), summary);
      setParam({ [IMPORT_PARAM]: String(summary.id) });
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
      setParam({ [KIND_PARAM]: next, [IMPORT_PARAM]: null });
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
      setParam({ [IMPORT_PARAM]: null });
    },
  };
}

export type ImportRun = ReturnType<typeof useImportRun>;
