/**
 * Memoising pure work on inputs shared by many accounts (plans, price classes, meter types), for
 * the bill run's 100,000 accounts: keyed by the input object itself and, where it matters, a text
 * key such as the period. Inputs are therefore never changed once they are rated.
 */
export function memoOn<O extends object, V>(cache: WeakMap<O, Map<string, V>>, owner: O, key: string, compute: () => V): V {
  let values = cache.get(owner);
  if (!values) cache.set(owner, (values = new Map<string, V>()));
  let value = values.get(key);
  if (value === undefined) values.set(key, (value = compute()));
  return value;
}

/** A function of one shared input object, computed once per object. */
export function memoByObject<O extends object, V>(compute: (owner: O) => V): (owner: O) => V {
  const cache = new WeakMap<O, V>();
  return (owner) => {
    let value = cache.get(owner);
    if (value === undefined) cache.set(owner, (value = compute(owner)));
    return value;
  };
}

/**
 * A function of a short text (a rate or rebate as the database writes it), remembered: the same
 * few values recur on account after account. Forgets everything past `limit` texts, so odd input
 * cannot grow it without bound.
 */
export function memoByText<V>(compute: (text: string) => V, limit = 1000): (text: string) => V {
  const cache = new Map<string, V>();
  return (text) => {
    let value = cache.get(text);
    if (value === undefined) {
      if (cache.size >= limit) cache.clear();
      cache.set(text, (value = compute(text)));
    }
    return value;
  };
}
