import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { DownloadFailure } from '@/components/ui/download-failure';

type Load<Props> = () => Promise<ComponentType<Props>>;

/** What an on-demand part shows while its code comes, and when it could not come (with a way to try again). */
export type OnDemandStates = { fallback: ReactNode; failure: (retry: () => void) => ReactNode };

/**
 * A part of a page whose code is a chunk of its own, downloaded when first rendered, or sooner on the intent
 * to show it (`preload`: a pointer over, or the focus on, what opens it). A part already downloaded renders at
 * once, without a frame of its fallback; React.lazy keeps a failed download's error, so trying again takes a
 * new lazy component.
 */
export function onDemand<Props extends object>(load: Load<Props>) {
  let loaded: ComponentType<Props> | undefined;
  const download = () => load().then((component) => (loaded = component));
  const lazyPart = () => lazy(async () => ({ default: await download() }));
  const preload = () => void download().catch(() => undefined);

  function OnDemand({ fallback, failure, ...props }: Props & OnDemandStates) {
    // Chosen once per mount: switching from the lazy component to the loaded one would remount it (and lose its state).
    const [part, setPart] = useState(() => ({ attempt: 0, Part: loaded ?? lazyPart() }));
    const retry = () => setPart(({ attempt }) => ({ attempt: attempt + 1, Part: lazyPart() }));
    return (
      <DownloadFailure key={part.attempt} fallback={failure(retry)}>
        <Suspense fallback={fallback}>
          <part.Part {...(props as Props & React.JSX.IntrinsicAttributes)} />
        </Suspense>
      </DownloadFailure>
    );
  }
  return Object.assign(OnDemand, { preload });
}

/** The handlers that start a part's download when the user shows the intent to open it. */
export const preloadOnIntent = (preload: () => void) => ({ onPointerEnter: preload, onFocus: preload, onTouchStart: preload });
