import { Title, type TitleProps } from '@mantine/core';
import { useEffect } from 'react';

/** The page's h1. It also names the browser tab, so each route has a distinct title. */
export function PageTitle({ children, ...props }: TitleProps & { children: string }) {
  useEffect(() => {
    document.title = `${children} · Optolight`;
  }, [children]);
  return (
    <Title order={1} size="h2" {...props}>
      {children}
    </Title>
  );
}
