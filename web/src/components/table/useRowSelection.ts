import { useCallback, useMemo, useState } from 'react';
import type { RowSelectionState } from '@tanstack/react-table';

/** Row selection kept across pages: the state for `DataTable` and the selected ids. */
export function useRowSelection() {
  const [state, setState] = useState<RowSelectionState>({});
  const ids = useMemo(() => Object.keys(state).filter((id) => state[id]), [state]);
  const clear = useCallback(() => setState({}), []);
  return { state, onChange: setState, ids, clear };
}
