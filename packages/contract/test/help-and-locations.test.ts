import { describe, expect, it } from 'vitest';
import { parseFileLocation } from '../src/documents/documents';
import { FREE_TRIAL_LINKS, helpEmailHref, subscribeUrl } from '../src/freeTrial/freeTrialInfo';
import { SEEDED_HELP_TOPICS } from '../src/help/helpLinks';
import { helpPageOf } from '../src/help/helpPages';
import { isLinkAddress, systemSettingValueProblem } from '../src/systemSettings/systemSettings';
import { uploadedAttachment, uploadedAttachmentName } from '../src/systemJobs/jobTask';
import { systemSettings as t } from '../src/texts/systemSettings';

const user = { username: 'trial1', firstName: 'Tess', lastName: 'Trial', companyCode: 'SUN' };

describe('file locations', () => {
  it('reads a document id, an upload location and an upload with its file name; refuses paths', () => {
    expect(parseFileLocation('42')).toEqual({ kind: 'document', id: 42 });
    expect(parseFileLocation('0b1c-2d')).toEqual({ kind: 'upload', location: '0b1c-2d', fileName: null });
    expect(parseFileLocation('0b1c-2d/Terms and conditions.pdf')).toEqual({ kind: 'upload', location: '0b1c-2d', fileName: 'Terms and conditions.pdf' });
    for (const bad of ['../etc/passwd', '/srv/x.pdf', 'a/b/c', '', 'x'.repeat(41)]) expect(parseFileLocation(bad), bad).toBeNull();
  });

  it('keeps an UPLOAD attachment as the location prefixed to the file name, and reads the name back', () => {
    const kept = uploadedAttachment('0b1c-2d', 'a/b.pdf');
    expect(kept).toBe('0b1c-2d/a_b.pdf');
    expect(uploadedAttachmentName(kept)).toBe('a_b.pdf');
    expect(uploadedAttachmentName('/srv/terms.pdf')).toBeNull();
    expect(parseFileLocation(kept)).toMatchObject({ kind: 'upload', fileName: 'a_b.pdf' });
  });
});

describe('help and free-trial links', () => {
  it('seeds Help topics that open existing in-product pages', () => {
    for (const topic of SEEDED_HELP_TOPICS) expect(helpPageOf(topic.url.replace('/help/', '')), topic.url).not.toBeNull();
    expect(helpPageOf('toString')).toBeNull();
    expect(helpPageOf(undefined)).toBeNull();
  });

  it('takes a page of this application or an https:// address, nothing else', () => {
    for (const ok of ['/help/search', 'https://example.com/x']) expect(isLinkAddress(ok), ok).toBe(true);
    for (const bad of ['//evil.example.com', 'http://example.com', 'javascript:alert(1)', 'help', '/a b']) expect(isLinkAddress(bad), bad).toBe(false);
  });

  it('builds the Subscribe link on this origin or another, with the user', () => {
    expect(subscribeUrl(user, FREE_TRIAL_LINKS.subscribe, 'https://app.example.com')).toBe(
      '/help/subscribe?username=trial1&firstName=Tess&lastName=Trial&companyCode=SUN',
    );
    expect(subscribeUrl(user, 'https://shop.example.com/buy?plan=a', 'https://app.example.com')).toBe(
      'https://shop.example.com/buy?plan=a&username=trial1&firstName=Tess&lastName=Trial&companyCode=SUN',
    );
    expect(helpEmailHref('')).toBe(FREE_TRIAL_LINKS.helpPage);
    expect(helpEmailHref(' help@example.com ')).toBe('mailto:help@example.com');
  });

  it('checks link and email parameters by their type; blank means the in-product page', () => {
    const link = { code: 'FREE_TRIAL_SUBSCRIBE_URL', parameterType: 'link' };
    const email = { code: 'FREE_TRIAL_HELP_EMAIL', parameterType: 'email' };
    expect(systemSettingValueProblem(link, '')).toBeNull();
    expect(systemSettingValueProblem(link, '/help/subscribe')).toBeNull();
    expect(systemSettingValueProblem(link, 'ftp://x')).toBe(t.badLinkAddress);
    expect(systemSettingValueProblem(email, '')).toBeNull();
    expect(systemSettingValueProblem(email, 'a@b.co')).toBeNull();
    expect(systemSettingValueProblem(email, 'nope')).toBe(t.badEmail);
  });
});
