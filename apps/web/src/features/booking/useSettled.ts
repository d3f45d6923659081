// A value once it has stopped changing for `ms` (the people stepper: one calendar request after
// the customer stops tapping, not one per tap). The setter sets both at once (a one-tap fix).
import { useCallback, useEffect, useState } from 'react';

export function useSettled<T>(value: T, set: (v: T) => void, ms = 400) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (Object.is(value, settled)) return;
    const id = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(id);
  }, [value, settled, ms]);
  const now = useCallback(
    (v: T) => {
      set(v);
      setSettled(v);
    },
    [set],
  );
  return [settled, now] as const;
}
