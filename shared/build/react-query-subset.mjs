// What the apps use of @tanstack/react-query, and nothing else: the shell provides this module as the shared
// `@tanstack/react-query` singleton, and a shared module keeps every export it has (see router-subset.mjs). Importing
// a name that is not here fails the build (`exportsPresence: 'error'`): add it here first. `areia-react-query` is an
// alias of the package's ES module entry, so this import is not itself taken for the shared module.
export {
  InfiniteQueryObserver,
  QueryClient,
  QueryClientProvider,
  QueryObserver,
  focusManager,
  infiniteQueryOptions,
  keepPreviousData,
  onlineManager,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from 'areia-react-query';
