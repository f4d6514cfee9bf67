/** A value of a form-encoded request body: nested objects and arrays become `a[b][0]=…` keys, as the provider's API reads them. */
export type FormValue = string | number | boolean | null | undefined | FormValue[] | { [key: string]: FormValue };

/** `application/x-www-form-urlencoded` text of nested values (undefined and null are left out). */
export function formEncode(values: Record<string, FormValue>): string {
  const pairs: [string, string][] = [];
  const walk = (key: string, value: FormValue) => {
    if (value === undefined || value === null) return;
    if (Array.isArray(value)) value.forEach((item, i) => walk(`${key}[${i}]`, item));
    else if (typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(`${key}[${k}]`, v);
    else pairs.push([key, String(value)]);
  };
  for (const [key, value] of Object.entries(values)) walk(key, value);
  return new URLSearchParams(pairs).toString();
}

const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** Reads form-encoded text back into nested values (the sandbox's side); array indexes become object keys. */
export function formDecode(text: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.split(/\[|\]\[|\]/).filter((part) => part !== '');
    if (path.some((part) => UNSAFE_KEYS.has(part))) continue;
    let node = root;
    path.forEach((part, i) => {
      if (i === path.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Record<string, unknown>;
    });
  }
  return root;
}
