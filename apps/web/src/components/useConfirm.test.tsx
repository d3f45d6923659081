// useConfirm (issue 24 §5): the screen's one cancel/confirm dialog, asked as a promise.
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expect, it } from 'vitest';
import { type Confirm, type Question, useConfirm } from './useConfirm.tsx';

const question = (name: string): Question => ({
  title: `Eliminare ${name}?`,
  message: `${name} sparirà dall'elenco.`,
  cancelLabel: 'Annulla',
  confirmLabel: 'Elimina',
});

/** Two delete buttons that ask first; each answer is written down. */
function Screen() {
  const [confirm, confirmDialog] = useConfirm();
  const [answers, setAnswers] = useState<string[]>([]);
  const ask = async (name: string) => {
    const yes = await confirm(question(name));
    setAnswers((a) => [...a, `${name}: ${yes}`]);
  };
  return (
    <>
      <button type="button" onClick={() => ask('Anna')}>
        Elimina Anna
      </button>
      <button type="button" onClick={() => ask('Bruno')}>
        Elimina Bruno
      </button>
      <output aria-label="answers">{answers.join(', ')}</output>
      {confirmDialog}
    </>
  );
}

const answers = () => screen.getByRole('status', { name: 'answers' }).textContent;
const gone = () => waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

it('asks nothing until asked', () => {
  render(<Screen />);
  expect(screen.queryByRole('dialog')).toBeNull();
});

it('opens the question with its title, message and buttons; confirm answers true once', async () => {
  const user = userEvent.setup();
  render(<Screen />);
  await user.click(screen.getByRole('button', { name: 'Elimina Anna' }));
  const dialog = screen.getByRole('dialog', { name: 'Eliminare Anna?' });
  expect(within(dialog).getByText("Anna sparirà dall'elenco.")).toBeTruthy();
  expect(within(dialog).getByRole('button', { name: 'Annulla' })).toBeTruthy();
  // Pressed twice: answered once.
  await user.dblClick(within(dialog).getByRole('button', { name: 'Elimina' }));
  await gone();
  expect(answers()).toBe('Anna: true');
});

it('answers false on cancel, on Escape and on a click outside the dialog', async () => {
  const user = userEvent.setup();
  render(<Screen />);
  await user.click(screen.getByRole('button', { name: 'Elimina Anna' }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Annulla' }));
  await waitFor(() => expect(answers()).toBe('Anna: false'));
  await gone();

  await user.click(screen.getByRole('button', { name: 'Elimina Bruno' }));
  expect(screen.getByRole('dialog', { name: 'Eliminare Bruno?' })).toBeTruthy();
  await user.keyboard('{Escape}');
  await waitFor(() => expect(answers()).toBe('Anna: false, Bruno: false'));
  await gone();

  await user.click(screen.getByRole('button', { name: 'Elimina Anna' }));
  const backdrop = document.querySelector('.MuiBackdrop-root');
  expect(backdrop).not.toBeNull();
  await user.click(backdrop as Element);
  await waitFor(() => expect(answers()).toBe('Anna: false, Bruno: false, Anna: false'));
  await gone();
});

it('keeps its text while it fades out', async () => {
  const user = userEvent.setup();
  render(<Screen />);
  await user.click(screen.getByRole('button', { name: 'Elimina Anna' }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Elimina' }));
  // Closed but still on screen: the words it asked, not an empty box.
  const fading = document.querySelector('[aria-labelledby="confirm-dialog-title"]');
  expect(fading?.textContent).toContain("Anna sparirà dall'elenco.");
  await gone();
});

/** A screen asked from outside (a board asks of moves and of lines); its answers written down. */
function renderAsker() {
  const said: string[] = [];
  let confirm: Confirm | undefined;
  function Asker() {
    const [ask, confirmDialog] = useConfirm();
    confirm = ask;
    return <>{confirmDialog}</>;
  }
  const view = render(<Asker />);
  const ask = (name: string) =>
    act(() => {
      void confirm?.(question(name)).then((yes) => said.push(`${name}: ${yes}`));
    });
  return { ...view, said, ask };
}

it('asks one thing at a time: a new question answers the open one false', async () => {
  const user = userEvent.setup();
  const { said, ask } = renderAsker();
  ask('Anna');
  ask('Bruno');
  await waitFor(() => expect(said).toEqual(['Anna: false']));
  const dialog = screen.getByRole('dialog', { name: 'Eliminare Bruno?' });
  expect(screen.getAllByRole('dialog')).toHaveLength(1);
  await user.click(within(dialog).getByRole('button', { name: 'Elimina' }));
  await waitFor(() => expect(said).toEqual(['Anna: false', 'Bruno: true']));
});

it('answers false when its screen closes with the question open', async () => {
  const { said, ask, unmount } = renderAsker();
  ask('Anna');
  await screen.findByRole('dialog');
  unmount();
  await waitFor(() => expect(said).toEqual(['Anna: false']));
});
