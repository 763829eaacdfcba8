export { WaitingListOfferPage } from './waiting-list-offer-page';
export { WaitingListOffer } from './waiting-list-offer';
export { WaitingListEntries } from './waiting-list-entries';
export { useWaitingList } from './api';
