import { createLifecycles } from '@petpal/design-system';
import { TodoCard } from '../features/todo/components/TodoCard';

export const { bootstrap, mount, unmount } = createLifecycles('Your to-do list', TodoCard);
