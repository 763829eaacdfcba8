import type { ReactNode } from 'react';
import { AlertTriangle, Info } from 'lucide-react';
import { cn } from '@/lib/cn';

type AlertBannerProps = { title: ReactNode; children?: ReactNode; tone?: 'warning' | 'info' | 'danger'; className?: string; action?: ReactNode };

export function AlertBanner({ title, children, tone = 'warning', className, action }: AlertBannerProps) {
  const Icon = tone === 'info' ? Info : AlertTriangle;
  return (
    <div
      role={tone === 'danger' ? 'alert' : 'status'}
      className={cn(
        'flex gap-3 rounded-xl border p-4 text-sm',
        tone === 'warning' && 'border-amber-200 bg-amber-50 text-amber-900',
        tone === 'info' && 'border-sky-200 bg-sky-50 text-sky-900',
        tone === 'danger' && 'border-red-200 bg-red-50 text-red-900',
        className,
      )}
    >
      <Icon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div className="flex-1 space-y-1">
        <p className="font-semibold">{title}</p>
        {children && <div>{children}</div>}
      </div>
      {action}
    </div>
  );
}
