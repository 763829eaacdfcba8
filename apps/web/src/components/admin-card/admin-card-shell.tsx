import { useId, type ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Card } from '@/components/ui/card';

type AdminCardShellProps = {
  icon: LucideIcon;
  title: ReactNode;
  /** Under the title: status badges. */
  badges: ReactNode;
  children: ReactNode;
};

/**
 * The frame of a back-office card (administrator, company, psychologist): an article named by its
 * title, with the kind's icon and the badges at its head; the body and actions come from the caller.
 */
export function AdminCardShell({ icon: Icon, title, badges, children }: AdminCardShellProps) {
  const titleId = useId();
  return (
    <Card className="flex h-full flex-col" role="article" aria-labelledby={titleId}>
      <div className="flex items-start gap-3 p-5 pb-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <h3 id={titleId} className="text-base font-semibold break-words text-slate-900">
            {title}
          </h3>
          {badges}
        </div>
      </div>
      {children}
    </Card>
  );
}
