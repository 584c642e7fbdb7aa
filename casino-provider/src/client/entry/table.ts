import { jsonOf, startRuntime } from '../runtime';
import { startTable, type TableData } from '../table';

startTable(startRuntime(), jsonOf<TableData>('khel-page'));
