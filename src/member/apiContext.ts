import { createContext, useContext } from 'react';
import type { ApiClient } from '../dataProvider/apiClient';
import { api } from './api';

/** The API client for components: the real one, or a test client with a fake fetch in component tests. */
export const ApiContext = createContext<ApiClient>(api);
export const useApi = (): ApiClient => useContext(ApiContext);
