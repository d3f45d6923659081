import Inbox from '@mui/icons-material/Inbox';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { EmptyState } from './EmptyState.tsx';

it('says in one sentence what is missing, with a decorative icon and the action that fills it', async () => {
  const add = vi.fn();
  render(
    <EmptyState
      icon={<Inbox data-testid="icon" />}
      action={
        <button type="button" onClick={add}>
          Aggiungi
        </button>
      }
    >
      Nessun elemento salvato.
    </EmptyState>,
  );
  const empty = screen.getByTestId('empty-state');
  expect(within(empty).getByText('Nessun elemento salvato.')).toBeTruthy();
  // The icon is decoration: hidden from screen readers.
  expect(screen.getByTestId('icon').closest('[aria-hidden="true"]')).not.toBeNull();
  await userEvent.click(within(empty).getByRole('button', { name: 'Aggiungi' }));
  expect(add).toHaveBeenCalledOnce();
});
