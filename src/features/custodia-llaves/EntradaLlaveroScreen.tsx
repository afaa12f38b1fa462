/** Entrada de un llavero (/custodia-llaves/entrada[?idllavero=]): RegistrarMovimiento de tipo 'entrada'. */
import { RegistrarMovimiento } from './RegistrarMovimiento';

export function EntradaLlaveroScreen({ idllavero }: { idllavero?: string }) {
  return <RegistrarMovimiento tipo="entrada" idllavero={idllavero} />;
}
