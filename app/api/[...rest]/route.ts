import { apiError } from '@/lib/http/api-response';

// An API path that does not exist answers like the API does, in JSON.
const notFound = () => apiError('NOT_FOUND');

export { notFound as GET, notFound as POST, notFound as PUT, notFound as PATCH, notFound as DELETE };
