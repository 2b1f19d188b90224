// @vitest-environment happy-dom
import { useState } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';

afterEach(cleanup);

function Harness({ onConfirm }: { onConfirm: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Sair
      </button>
      <ConfirmDialog open={open} title="Sair da conta?" text="Você precisará entrar de novo." confirmLabel="Sair da conta" cancelLabel="Cancelar" onConfirm={onConfirm} onCancel={() => setOpen(false)} />
    </>
  );
}

describe('ConfirmDialog', () => {
  it('asks with a named dialog, cancels without acting, and acts only on the confirm button', () => {
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} />);
    expect(screen.queryByRole('button', { name: 'Sair da conta' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Sair' }));
    const dialog = screen.getByRole('dialog', { name: 'Sair da conta?' });
    expect(dialog.getAttribute('aria-describedby')).toBe(screen.getByText('Você precisará entrar de novo.').id);
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('button', { name: 'Sair da conta' })).toBeNull();
    expect(onConfirm).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Sair' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sair da conta' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
