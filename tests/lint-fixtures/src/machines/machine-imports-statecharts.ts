// Machines know nothing of the QA view that draws them.
import { machineDiagram } from '../statecharts/diagram';
export const diagram = machineDiagram;
