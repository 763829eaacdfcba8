import type { ReactNode, Ref } from 'react';

type AdminSectionProps = {
  /** The heading's id, which names the section (`aria-labelledby`). */
  headingId: string;
  title: string;
  description: string;
  children: ReactNode;
  ref?: Ref<HTMLElement>;
};

/** One view of the back office (a tab of the admin page): its heading, the sentence under it, then its content. */
export function AdminSection({ headingId, title, description, children, ref }: AdminSectionProps) {
  return (
    <section ref={ref} aria-labelledby={headingId} className="space-y-4">
      <div>
        <h2 id={headingId} className="text-xl font-semibold text-slate-900">
          {title}
        </h2>
        <p className="text-slate-600">{description}</p>
      </div>
      {children}
    </section>
  );
}
