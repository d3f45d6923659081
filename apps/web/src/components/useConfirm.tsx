// A question before an action (SPEC §2: a cancel/confirm dialog): `confirm(question)` opens the
// screen's ConfirmDialog and resolves true on its confirm button, false on cancel, Escape or a
// click outside it. One question at a time: asking again answers the open one false. The dialog
// keeps its text while it fades out; a screen that closes with a question open answers it false.
//
//   const [confirm, confirmDialog] = useConfirm();
//   const onDelete = async (c: Coupon) => {
//     if (await confirm({ title, message, cancelLabel, confirmLabel })) remove.mutate(c.id);
//   };
//   return <>{…}{confirmDialog}</>;
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { ConfirmDialog } from './ConfirmDialog.tsx';

export interface Question {
  title: string;
  message: string;
  cancelLabel: string;
  confirmLabel: string;
}

export type Confirm = (question: Question) => Promise<boolean>;

export function useConfirm(): readonly [confirm: Confirm, dialog: ReactNode] {
  const [asked, setAsked] = useState<{ question: Question; open: boolean } | null>(null);
  const settle = useRef<((yes: boolean) => void) | null>(null);

  /** Answers the open question, once: a second click while the dialog fades out does nothing. */
  const answer = useCallback((yes: boolean) => {
    const resolve = settle.current;
    settle.current = null;
    setAsked((a) => a && { ...a, open: false });
    resolve?.(yes);
  }, []);

  const confirm = useCallback<Confirm>(
    (question) =>
      new Promise<boolean>((resolve) => {
        settle.current?.(false);
        settle.current = resolve;
        setAsked({ question, open: true });
      }),
    [],
  );

  useEffect(
    () => () => {
      settle.current?.(false);
      settle.current = null;
    },
    [],
  );

  const dialog = asked && (
    <ConfirmDialog
      {...asked.question}
      open={asked.open}
      onCancel={() => answer(false)}
      onConfirm={() => answer(true)}
    />
  );
  return [confirm, dialog] as const;
}
