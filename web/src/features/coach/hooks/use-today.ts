/** Today (the browser's calendar day), moving on at midnight while the dashboard stays open. */
import { useEffect, useState } from 'react';
import { startOfDay } from '../coming-days.ts';

const CHECK_MS = 60_000;

export function useToday(): Date {
  const [today, setToday] = useState(() => startOfDay(new Date()));
  useEffect(() => {
    const timer = setInterval(() => {
      const now = startOfDay(new Date());
      setToday((current) => (current.getTime() === now.getTime() ? current : now));
    }, CHECK_MS);
    return () => clearInterval(timer);
  }, []);
  return today;
}
