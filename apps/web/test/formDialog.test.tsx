import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import type { Message } from '@wattle/contract';
import { ApiError } from '../src/api/ApiError';
import { FormDialog } from '../src/components/FormDialog';
import { InvalidFormError } from '../src/components/InvalidFormError';
import { useNoticeStore } from '../src/components/notices/noticeStore';

const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>;

const success: Message[] = [{ message: 'Saved.', messageType: 'Success' }];

/** A promise the test settles. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A dialog with one text field whose Save is offered once the field has text. */
function NameDialog({ save, onSaved = () => {} }: { save: () => Promise<unknown>; onSaved?: (answer: unknown) => void }) {
  const [name, setName] = useState('');
  return (
    <FormDialog
      title="Rename"
      titleId="rename-title"
      closeLabel="Close"
      saveLabel="Save"
      canSave={name !== ''}
      save={save}
      onSaved={onSaved}
      onClose={() => {}}
    >
      <input aria-label="Name" value={name} onChange={(e) => setName(e.target.value)} />
    </FormDialog>
  );
}

const saveButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Save' });

describe('FormDialog', () => {
  it('offers Save once the form can be saved, disables it while saving, then shows the success message', async () => {
    const user = userEvent.setup();
    const answer = deferred<Message[]>();
    const save = vi.fn(() => answer.promise);
    const onSaved = vi.fn();
    render(<NameDialog save={save} onSaved={onSaved} />, { wrapper });

    expect(screen.getByRole('dialog', { name: 'Rename' })).toBeTruthy();
    expect(saveButton().disabled).toBe(true);
    await user.type(screen.getByLabelText('Name'), 'North');
    expect(saveButton().disabled).toBe(false);

    await user.click(saveButton());
    expect(save).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(saveButton().disabled).toBe(true));
    expect(onSaved).not.toHaveBeenCalled();

    await act(async () => answer.resolve(success));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(success));
    expect(useNoticeStore.getState().popup).toEqual({ kind: 'success', message: 'Saved.' });
    expect(saveButton().disabled).toBe(false);
  });

  it('a refusal shows its first message in the error popup and every message in the dialog, until the user changes something', async () => {
    const user = userEvent.setup();
    const refusal = new ApiError(400, [
      { message: '1 file refused.', messageType: 'Error' },
      { message: 'reads.csv line 3: meter NOPE does not exist', messageType: 'Error' },
    ]);
    const onSaved = vi.fn();
    render(<NameDialog save={() => Promise.reject(refusal)} onSaved={onSaved} />, { wrapper });
    await user.type(screen.getByLabelText('Name'), 'North');
    await user.click(saveButton());

    const listed = await screen.findByTestId('form-errors');
    expect(listed.textContent).toBe('1 file refused.reads.csv line 3: meter NOPE does not exist');
    expect(useNoticeStore.getState().popup).toEqual({ kind: 'error', message: '1 file refused.' });
    expect(onSaved).not.toHaveBeenCalled();
    expect(saveButton().disabled).toBe(false);

    await user.type(screen.getByLabelText('Name'), 'ern');
    expect(screen.queryByTestId('form-errors')).toBeNull();
  });

  it('an answer whose first message is an error is not saved', async () => {
    const user = userEvent.setup();
    const onSaved = vi.fn();
    const refused: Message[] = [{ message: 'Row is locked.', messageType: 'Error' }];
    render(<NameDialog save={() => Promise.resolve(refused)} onSaved={onSaved} />, { wrapper });
    await user.type(screen.getByLabelText('Name'), 'North');
    await user.click(saveButton());
    expect((await screen.findByTestId('form-errors')).textContent).toBe('Row is locked.');
    expect(useNoticeStore.getState().popup).toEqual({ kind: 'error', message: 'Row is locked.' });
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('a form that fails its own rules says nothing more than its fields do', async () => {
    const user = userEvent.setup();
    render(<NameDialog save={() => Promise.reject(new InvalidFormError())} />, { wrapper });
    await user.type(screen.getByLabelText('Name'), 'North');
    await user.click(saveButton());
    await waitFor(() => expect(saveButton().disabled).toBe(false));
    expect(useNoticeStore.getState().popup).toBeNull();
    expect(screen.queryByTestId('form-errors')).toBeNull();
  });

  it('with react-hook-form, Save and Enter check the rules first and send the values', async () => {
    const user = userEvent.setup();
    const save = vi.fn((_values: { code: string }) => Promise.resolve(success));
    function CodeDialog() {
      const form = useForm<{ code: string }>({ defaultValues: { code: '' } });
      return (
        <FormDialog
          title="Product code"
          titleId="code-title"
          closeLabel="Close"
          saveLabel="Save"
          canSave
          handleSubmit={form.handleSubmit}
          save={save}
          onSaved={() => {}}
          onClose={() => {}}
        >
          <input aria-label="Code" {...form.register('code', { required: 'Required' })} />
          {form.formState.errors.code ? <span>{form.formState.errors.code.message}</span> : null}
        </FormDialog>
      );
    }
    render(<CodeDialog />, { wrapper });
    await user.click(saveButton());
    expect(await screen.findByText('Required')).toBeTruthy();
    expect(save).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Code'), 'ABC');
    fireEvent.submit(screen.getByLabelText('Code').closest('form')!);
    await waitFor(() => expect(save).toHaveBeenCalledWith({ code: 'ABC' }));
  });
});
