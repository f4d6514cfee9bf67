import { lazy, type ComponentType } from 'react';

/** React.lazy that can also start loading early (e.g. when the pointer rests on a menu button). */
export function lazyWithPreload<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () => (loading ??= load().then((component) => ({ default: component })));
  return Object.assign(lazy(preload), { preload });
}
