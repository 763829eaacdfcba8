import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

/** A section of the report over published periods: its content, or why nothing is published yet. */
export function PeriodsCard({ title, emptyText, children }: { title: string; emptyText: string; children: ReactNode | null }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-5">{children ?? <p className="text-sm text-slate-600">{emptyText}</p>}</CardContent>
    </Card>
  );
}
