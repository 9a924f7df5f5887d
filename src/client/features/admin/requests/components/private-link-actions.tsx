import { Link2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { useTexts } from '../../../../lib/language.ts';
import { useReplacePrivateLink } from '../api/replace-private-link.ts';
import { useResendPrivateLink } from '../api/resend-private-link.ts';
import { REQUESTS_TEXTS } from '../strings.ts';

/**
 * The customer's private link (decision 045): staff never see it, they mail it. 'Link opnieuw
 * sturen' mails the link the customer has; 'Nieuwe link sturen' asks first, as it ends that one.
 */
export function PrivateLinkActions({ requestId }: { requestId: number }) {
  const t = useTexts(REQUESTS_TEXTS).privateLink;
  const resend = useResendPrivateLink(requestId);
  const replace = useReplacePrivateLink(requestId);
  const [confirming, setConfirming] = useState(false);
  const busy = resend.isPending || replace.isPending;
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-gray-700">{t.explanation}</p>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" disabled={busy} onClick={() => resend.mutate(undefined)}>
          <Link2 className="size-4" aria-hidden="true" />
          {t.resend}
        </Button>
        <Button variant="outline" disabled={busy} onClick={() => setConfirming(true)}>
          {t.replace}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t.confirmTitle}
        description={t.confirmText}
        confirmLabel={t.replace}
        destructive
        onConfirm={() => replace.mutate(undefined)}
      />
    </div>
  );
}
