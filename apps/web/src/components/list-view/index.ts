export { ListView, ListLoading, ListViewSkeleton, countText, noMatchText, type ListNoun } from './list-view';
export { ListSearchBox, SEARCH_DEBOUNCE_MS } from './list-search-box';
export { ListPager } from './list-pager';
export { LIST_PAGE_SIZE_DEFAULT, LIST_PAGE_SIZE_MAX, readListQuery, useListQuery, withListQuery, type ListQuery, type PageResult } from './list-params';
