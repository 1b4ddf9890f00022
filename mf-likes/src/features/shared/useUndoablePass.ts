import type { Candidate } from '@amora/contracts';
import { useCallback, useState } from 'react';
import { useUndoPass } from '../../api/swipes';
import type { useCandidateQueue } from './useCandidateQueue';

/**
 * The last pass, which the member may take back once, for free, until the next decision: the
 * candidate comes back on top of the deck. Any other decision ends the offer.
 */
export function useUndoablePass(queue: ReturnType<typeof useCandidateQueue>) {
  const [passed, setPassed] = useState<Candidate | null>(null);
  const undo = useUndoPass();
  const { restore } = queue;
  const takeBack = useCallback(() => {
    if (!passed || undo.isPending) return;
    undo.mutate(passed.id, {
      onSuccess: ({ undone }) => {
        if (undone) restore(passed);
        setPassed(null);
      },
    });
  }, [passed, undo, restore]);
  return {
    /** Call after each decision the server took: a pass can be taken back, a like cannot. */
    decided: (candidate: Candidate, decision: 'like' | 'pass') =>
      setPassed(decision === 'pass' ? candidate : null),
    canUndo: passed !== null,
    busy: undo.isPending,
    failed: undo.isError,
    undo: takeBack,
  };
}
