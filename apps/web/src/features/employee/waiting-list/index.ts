export { WaitingListOfferPage } from './waiting-list-offer-page';
