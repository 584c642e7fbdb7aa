import { startCardTable, type CardTableData } from '../cards';
import { jsonOf, startRuntime } from '../runtime';

startCardTable(startRuntime(), jsonOf<CardTableData>('khel-page'));
