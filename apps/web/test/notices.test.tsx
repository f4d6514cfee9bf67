import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { texts } from '@wattle/contract';
import { ApiError } from '../src/api/ApiError';
import { AlertBanner } from '../src/components/notices/AlertBanner';
import { confirm, setBanner, showErrorOf, showOutcome, useNoticeStore } from '../src/components/notices/noticeStore';
import { Notices } from '../src/components/notices/Notices';

describe('notices', () => {
  it('error popup shows the message or the generic text, with the footer', async () => {
    render(<Notices />);
    act(() => showErrorOf(new Error('boom')));
    expect(await screen.findByText(texts.notices.errorTitle)).toBeTruthy();
    expect(screen.getByText(texts.notices.unknownError)).toBeTruthy();
    expect(screen.getByText(texts.notices.errorFooter)).toBeTruthy();

    act(() => showErrorOf(new ApiError(400, [{ message: 'Bad code', messageType: 'Error' }])));
    expect(await screen.findByText('Bad code')).toBeTruthy();
  });

  it('shows an envelope outcome by the first message type', async () => {
    render(<Notices />);
    act(() => showOutcome({ isSuccess: true, messages: [{ message: 'Saved', messageType: 'Success' }] }));
    expect(await screen.findByText(texts.notices.successTitle)).toBeTruthy();
    expect(screen.getByText('Saved')).toBeTruthy();

    act(() => showOutcome([{ message: 'Rejected', messageType: 'Error' }]));
    expect(await screen.findByText(texts.notices.errorTitle)).toBeTruthy();
    expect(screen.getByText('Rejected')).toBeTruthy();

    act(() => showOutcome({ isSuccess: true, messages: [{ message: 'FYI', messageType: 'Information' }] }));
    expect(useNoticeStore.getState().snack).toMatchObject({ message: 'FYI', severity: 'info' });
  });

  it('banner: success and error have default texts, any other type clears it', async () => {
    render(<AlertBanner />);
    act(() => setBanner('success'));
    expect((await screen.findByRole('alert')).textContent).toContain(texts.notices.bannerSuccess);
    act(() => setBanner('error'));
    expect((await screen.findByRole('alert')).textContent).toContain(texts.notices.bannerError);
    act(() => setBanner('warning', 'Invalid username or password'));
    expect((await screen.findByRole('alert')).textContent).toContain('Invalid username or password');
    act(() => setBanner('something-else'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('confirm resolves with the answer', async () => {
    const user = userEvent.setup();
    render(<Notices />);
    let answer: Promise<boolean> | undefined;
    act(() => {
      answer = confirm(texts.wizard.confirmTitle, texts.navigation.unsavedEdits);
    });
    expect(await screen.findByText(texts.navigation.unsavedEdits)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: texts.common.cancel }));
    await expect(answer).resolves.toBe(false);

    act(() => {
      answer = confirm(texts.wizard.confirmTitle, texts.confirm.delete);
    });
    await user.click(await screen.findByRole('button', { name: texts.common.yes }));
    await expect(answer).resolves.toBe(true);
  });
});
