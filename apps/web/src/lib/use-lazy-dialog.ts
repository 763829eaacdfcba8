import { useRef, useState, type ComponentType } from 'react';

/** A dialog whose code is downloaded on demand: one download at a time; after a failure, the next press asks again (the network may be back). */
export function useLazyDialog<Props>(loadComponent: () => Promise<ComponentType<Props>>) {
  const [isOpen, setIsOpen] = useState(false);
  const [Component, setComponent] = useState<ComponentType<Props> | null>(null);
  const [hasFailed, setHasFailed] = useState(false);
  const loading = useRef<Promise<unknown> | null>(null);
  function load() {
    if (Component || loading.current) return;
    loading.current = loadComponent().then(
      (loaded) => setComponent(() => loaded),
      () => {
        loading.current = null;
        setHasFailed(true);
      },
    );
  }
  function open() {
    setIsOpen(true);
    setHasFailed(false);
    load();
  }
  return { isOpen, setIsOpen, Component, hasFailed, load, open };
}
