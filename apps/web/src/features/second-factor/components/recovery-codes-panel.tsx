import { useId, useState } from 'react';
import { Download } from 'lucide-react';
import { AlertBanner } from '@/components/ui/alert-banner';
import { Button } from '@/components/ui/button';
import { downloadTextFile } from '@/lib/download-text-file';
import { RECOVERY_CODES_FILE_NAME, recoveryCodesFileText } from '../recovery-codes-file';

type RecoveryCodesPanelProps = { recoveryCodes: string[]; login?: string; onContinue: () => void; continueLabel?: string; isContinuing?: boolean };

/** The recovery codes, shown this once (the server keeps only their hashes): the user must say they kept them. */
export function RecoveryCodesPanel({ recoveryCodes, login, onContinue, continueLabel = 'Continuer', isContinuing = false }: RecoveryCodesPanelProps) {
  const [hasKeptCodes, setHasKeptCodes] = useState(false);
  const checkboxId = useId();
  const listId = useId();
  return (
    <div className="space-y-4">
      <AlertBanner title="Vos codes de secours" tone="info">
        Si vous perdez votre téléphone, chacun de ces codes remplace une fois le code de l'application. Ils ne seront plus affichés : téléchargez-les ou notez-les maintenant.
      </AlertBanner>
      <ol id={listId} aria-label="Codes de secours" className="grid grid-cols-1 gap-2 rounded-xl border border-slate-200 bg-slate-50 p-4 font-mono text-sm text-slate-900 min-[400px]:grid-cols-2">
        {recoveryCodes.map((code) => (
          <li key={code} className="select-all">
            {code}
          </li>
        ))}
      </ol>
      <Button
        type="button"
        variant="outline"
        className="w-full sm:w-auto"
        onClick={() => downloadTextFile(RECOVERY_CODES_FILE_NAME, recoveryCodesFileText(recoveryCodes, login), 'text/plain;charset=utf-8')}
      >
        <Download aria-hidden="true" />
        Télécharger les codes
      </Button>
      <div className="flex items-start gap-3">
        <input id={checkboxId} type="checkbox" checked={hasKeptCodes} onChange={(event) => setHasKeptCodes(event.target.checked)} className="mt-0.5 size-5 shrink-0 accent-brand-700" />
        <label htmlFor={checkboxId} className="text-sm font-medium text-slate-800">
          J'ai conservé mes codes de secours
        </label>
      </div>
      <Button type="button" className="w-full" disabled={!hasKeptCodes} isLoading={isContinuing} onClick={onContinue}>
        {continueLabel}
      </Button>
    </div>
  );
}
