import { CircleUserRoundIcon, MenuIcon } from 'lucide-react';
import { Button, type ButtonProps } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';

/** The header's menu triggers, shared by the deferred widgets and their placeholders so nothing shifts. */
export function AccountButton(props: ButtonProps) {
  return (
    <Button variant="ghost" size="icon" aria-label="Account menu" {...props}>
      <CircleUserRoundIcon className="size-5" aria-hidden="true" />
    </Button>
  );
}

export function MenuButton({ className, ...props }: ButtonProps) {
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label="Open menu"
      className={cn('md:hidden', className)}
      {...props}
    >
      <MenuIcon className="size-5" aria-hidden="true" />
    </Button>
  );
}
