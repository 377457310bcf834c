import { createContext, useContext } from 'react';
import type { ConsoleConfig } from './loadConfig';

export const ConfigContext = createContext<ConsoleConfig | undefined>(undefined);

export function useConsoleConfig(): ConsoleConfig {
  const config = useContext(ConfigContext);
  if (!config) throw new Error('useConsoleConfig must be used inside <ConfigContext.Provider>');
  return config;
}
