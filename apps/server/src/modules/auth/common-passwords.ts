/**
 * The common-password list: the 49,000 most used passwords that zxcvbn-ts ships
 * (`@zxcvbn-ts/language-common`, from leaked-password corpora), compared without case, so
 * 'Password1' is refused as 'password1' is. Loaded on first use: sign-in never needs it.
 */
let list: Promise<Set<string>> | undefined;

const load = async () => new Set((await import('@zxcvbn-ts/language-common')).dictionary['passwords-common']);

export const isCommonPassword = async (password: string) => (await (list ??= load())).has(password.toLowerCase());
