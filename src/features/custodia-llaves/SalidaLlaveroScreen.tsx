/** Salida de un llavero (/custodia-llaves/salida[?idllavero=]): RegistrarMovimiento de tipo 'salida'. */
import { RegistrarMovimiento } from './RegistrarMovimiento';

export function SalidaLlaveroScreen({ idllavero }: { idllavero?: string }) {
  return <RegistrarMovimiento tipo="salida" idllavero={idllavero} />;
}
