/**
 * Teléfonos de un sistema (/sistemas/{idsistema}/telefonos). Decisión: no hay teléfonos aparte; son los
 * teléfonos del cliente que llevan ese idsistema (los de aviso de alarma de ese sistema), con la misma
 * pantalla de teléfonos (alta, modificación y baja) filtrada por el sistema; los nuevos se dan de alta
 * con el cliente y el sistema.
 */
import { TelefonosScreen } from '../offline/TelefonosScreen';
import { DocumentoSistema } from './MarcoSistema';

export interface SistemaTelefonosScreenProps {
  idsistema: string;
}

export function SistemaTelefonosScreen({ idsistema }: SistemaTelefonosScreenProps) {
  return <DocumentoSistema idsistema={idsistema}>{(sistema) => <TelefonosScreen idcliente={sistema.idcliente} idsistema={idsistema} />}</DocumentoSistema>;
}
