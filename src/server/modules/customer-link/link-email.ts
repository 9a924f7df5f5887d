import type { Language } from '../../../contract/language.ts';
import { formatReference } from '../../../contract/service-requests/reference.ts';
import { PRIVATE_LINK_TEXTS } from '../../../contract/texts/private-link.ts';
import { escapeHtml } from '../../http/html.ts';
import { withRequestLink } from '../emails/request-link.ts';
import type { EmailMessage } from '../emails/service.ts';

/**
 * The mail staff send with a request's private link, in the request's language. Its words are
 * fixed, as the sign-in mail's are: it says only what the link is; the link itself is added as
 * under every mail about a request, when it is sent.
 */
export function privateLinkEmail(
  request: {
    id: number;
    email: string;
    firstName: string | null;
    language: Language;
    createdAt: Date;
  },
  { replaced }: { replaced: boolean },
): EmailMessage {
  const texts = PRIVATE_LINK_TEXTS[request.language].mail;
  const paragraphs = [
    texts.greeting(request.firstName),
    ...(replaced ? [texts.replaced] : []),
    texts.body,
  ];
  return {
    to: request.email,
    subject: texts.subject(formatReference(request.id, request.createdAt)),
    ...withRequestLink(
      {
        html: paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n'),
        text: paragraphs.join('\n\n'),
      },
      request.language,
    ),
    kind: replaced ? 'private_link_replaced' : 'private_link',
    serviceRequestId: request.id,
  };
}
