import type { SameTexts } from '../../contract/language.ts';
import type { PlaceholderNameTable } from './placeholder-names.ts';

const english: SameTexts<PlaceholderNameTable> = {
  'customer.firstName': 'Customer first name',
  'customer.lastName': 'Customer last name',
  'customer.fullName': 'Customer full name',
  'customer.email': 'Customer email',
  'customer.phone': 'Customer phone',
  'request.id': 'Request number',
  'request.reference': 'Request reference',
  'request.deliveryType': 'Kind of service',
  'request.waitDays': 'Wait time in days',
  'request.rejectionReason': 'Rejection reason',
  'bike.brand': 'Bike brand',
  'bike.model': 'Bike model',
  'bike.plannedDate': 'Bike planned date',
  'quote.total': 'Quote total',
  'quote.version': 'Quote version',
  'workshop.address': 'Workshop address',
  'workshop.hours': 'Workshop opening hours',
  'workshop.phone': 'Workshop phone',
};

export default english;
