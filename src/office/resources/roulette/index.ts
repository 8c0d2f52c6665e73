import DonutLargeIcon from '@mui/icons-material/DonutLarge';
import { RoulettePrizeCreate, RoulettePrizeEdit, RoulettePrizeList } from './RoulettePrizeResource';

export default { list: RoulettePrizeList, create: RoulettePrizeCreate, edit: RoulettePrizeEdit, icon: DonutLargeIcon };
