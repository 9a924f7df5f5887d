import type { RequestItem } from '../api/list-service-requests.ts';

/** What every dialog about one request is given by the tab. */
export type RequestDialogProps = {
  request: RequestItem;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};
