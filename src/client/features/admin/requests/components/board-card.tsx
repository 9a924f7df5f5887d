import { CalendarDays, FileSignature, MapPin, MoveRight, UserRound } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { type DragEvent, useEffect, useRef } from 'react';
import {
  type BikeStage,
  stagesReachable,
} from '../../../../../contract/service-requests/stages.ts';
import type { BoardCard as BoardCardData } from '../../../../../contract/workshop-board.ts';
import { Badge } from '../../../../components/ui/badge.tsx';
import { buttonVariants } from '../../../../components/ui/button.tsx';
import { cn } from '../../../../lib/cn.ts';
import { useTexts } from '../../../../lib/language.ts';
import { REQUESTS_TEXTS } from '../strings.ts';
import { LabelBadge } from './status-badge.tsx';

const menuItem =
  'flex min-h-11 cursor-default items-center rounded px-3 text-sm outline-none select-none data-[highlighted]:bg-gray-100';

/**
 * 'Verplaats naar …': the stages this card may move to, for the keyboard and for touch, where
 * dragging is not at hand.
 */
function MoveMenu({
  card,
  onMove,
  focused,
}: {
  card: BoardCardData;
  onMove: (to: BikeStage) => void;
  focused: boolean;
}) {
  const t = useTexts(REQUESTS_TEXTS).board;
  const trigger = useRef<HTMLButtonElement>(null);
  // A moved card is a new element in its new column (or back in its old one when the move is
  // refused): the keyboard's focus goes with it, to this menu, as it was there before the move.
  useEffect(() => {
    if (focused) trigger.current?.focus();
  }, [focused]);
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        ref={trigger}
        aria-label={t.moveMenu(card.reference, t.bike(card))}
        className={buttonVariants(
          'outline',
          'relative z-10 w-full min-w-0 gap-1.5 px-2 text-sm whitespace-nowrap',
        )}
      >
        <MoveRight className="size-4 shrink-0" aria-hidden />
        {/* The menu's name says 'naar …' in full; a narrow card shows the verb alone. */}
        <span className="truncate">{t.moveShort}</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={4}
          className="z-50 min-w-52 rounded-md border border-gray-200 bg-white p-1 shadow-lg"
        >
          {stagesReachable(card.stage, card.leaseCompany !== null).map((stage) => (
            <DropdownMenu.Item key={stage} className={menuItem} onSelect={() => onMove(stage)}>
              {t.stageNames[stage]}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/**
 * A bike on the workshop board: its request's reference (which opens the request), customer,
 * bike, planned date and minutes, red when late, on location or not, a lease bike's company,
 * its mechanic, and its request's labels.
 * It can be dragged to another column, or moved through its menu.
 */
export function BoardCard({
  card,
  onOpen,
  onMove,
  onPickUp,
  onPutDown,
  focusMenu,
}: {
  card: BoardCardData;
  /** Focus the card's menu: the card was just moved through it. */
  focusMenu: boolean;
  onOpen: () => void;
  onMove: (to: BikeStage) => void;
  onPickUp: () => void;
  onPutDown: () => void;
}) {
  const t = useTexts(REQUESTS_TEXTS).board;
  const bike = t.bike(card);
  const pickUp = (event: DragEvent) => {
    event.dataTransfer.effectAllowed = 'move';
    event.dataTransfer.setData('text/plain', card.reference);
    onPickUp();
  };
  return (
    <li
      draggable
      onDragStart={pickUp}
      onDragEnd={onPutDown}
      data-bike-id={card.bikeId}
      className={cn(
        'relative flex cursor-grab flex-col gap-1.5 rounded-md border bg-white p-3 shadow-sm active:cursor-grabbing',
        card.overdue ? 'border-red-300 border-l-4 border-l-red-700' : 'border-gray-200',
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1">
        <button
          type="button"
          onClick={onOpen}
          aria-label={t.open(card.reference, bike)}
          className="rounded font-mono text-sm font-medium whitespace-nowrap text-brand-800 underline-offset-2 after:absolute after:inset-0 hover:underline focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
        >
          {card.reference}
        </button>
        <div className="flex max-w-full min-w-0 flex-wrap gap-1">
          {card.leaseCompany ? (
            <Badge
              variant="pending"
              className="max-w-full gap-1"
              title={t.leaseOf(card.leaseCompany)}
            >
              <FileSignature className="size-3 shrink-0" aria-hidden />
              <span className="truncate">{t.lease(card.leaseCompany)}</span>
            </Badge>
          ) : null}
          {card.deliveryType === 'on_location' ? (
            <Badge variant="info" className="gap-1">
              <MapPin className="size-3" aria-hidden />
              {t.onLocation}
            </Badge>
          ) : null}
        </div>
      </div>
      <p className="truncate font-medium text-gray-900" title={card.customerName}>
        {card.customerName}
      </p>
      <p className="truncate text-sm text-gray-700" title={bike}>
        {bike}
      </p>
      <p
        className={cn(
          'flex flex-wrap items-center gap-x-1.5 text-sm',
          card.overdue ? 'font-medium text-red-800' : 'text-gray-700',
        )}
      >
        <CalendarDays className="size-4 shrink-0" aria-hidden />
        <span>{card.plannedDate ? t.plannedOn(card.plannedDate) : t.noDate}</span>
        <span aria-hidden="true">·</span>
        <span>{t.minutes(card.plannedMinutes)}</span>
        {card.overdue ? <Badge variant="danger">{t.overdue}</Badge> : null}
        {card.dayOverfull ? <Badge variant="danger">{t.dayOverfull}</Badge> : null}
      </p>
      {card.assignee ? (
        <p className="flex items-center gap-1.5 text-sm text-gray-700">
          <UserRound className="size-4 shrink-0" aria-hidden />
          <span className="truncate" title={card.assignee.name}>
            <span className="sr-only">{t.assigneeLabel}: </span>
            {card.assignee.name}
          </span>
        </p>
      ) : null}
      {card.labels.length > 0 ? (
        <div className="flex flex-wrap gap-1">
          {card.labels.map((label) => (
            <LabelBadge key={label.id} name={label.name} color={label.color} />
          ))}
        </div>
      ) : null}
      <MoveMenu card={card} onMove={onMove} focused={focusMenu} />
    </li>
  );
}
