import type { HTMLAttributes } from 'react';
import { withCallerClasses } from '@/lib/cn';

export function Card({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={withCallerClasses('rounded-2xl border border-slate-200 bg-white shadow-sm', className)} {...props} />;
}
export function CardHeader({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={withCallerClasses('flex flex-col gap-1.5 p-6 pb-3', className)} {...props} />;
}
export function CardTitle({ className, ...props }: HTMLAttributes<HTMLHeadingElement>) {
  return <h2 className={withCallerClasses('text-lg font-semibold text-slate-900', className)} {...props} />;
}
export function CardDescription({ className, ...props }: HTMLAttributes<HTMLParagraphElement>) {
  return <p className={withCallerClasses('text-sm text-slate-600', className)} {...props} />;
}
export function CardContent({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={withCallerClasses('p-6 pt-3', className)} {...props} />;
}
export function CardFooter({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={withCallerClasses('flex items-center gap-2 border-t border-slate-100 p-6 py-4', className)} {...props} />;
}
