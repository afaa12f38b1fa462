/**
 * Alta de una operación comercial (/operaciones/add): el formulario declarado (operacion-formulario.ts)
 * con el titular ya elegido si llega por la ruta (?idcliente=…, ?idcliente_potencial=…) o si la
 * operación nace de un sistema o de una orden (su cliente). Al guardar avisa 'Operación añadida' y abre
 * la ficha de la operación nueva. Sin conexión: se guarda en el dispositivo y sube después.
 */
import { Link } from '@tanstack/react-router';
import { useCallback } from 'react';
import { usePorIds } from '../../app/usePorIds';
import type { ContextoVigia } from '../../app/VigiaProvider';
import { AltaDeclarada, type Destino } from '../../ui/marco/EdicionDeclarada';
import { MarcoRegistro } from '../../ui/marco/MarcoRegistro';
import { hoyLocal } from '../ordenes/asignar-parte';
import { formularioOperacion, valoresOperacionNueva } from './operacion-formulario';
import type { Titular } from './operaciones';
import { TEXTOS_OPERACIONES as T } from './operaciones.labels';
import type { PreseleccionOperacion } from './OperacionesScreen';
import { useTitular } from './titulares';

export type NuevaOperacionScreenProps = PreseleccionOperacion;

const ficha = (idoperacioncrm: string): Destino => ({ to: '/operaciones/$idoperacioncrm', params: { idoperacioncrm } });

export function NuevaOperacionScreen({ idcliente, idcliente_potencial, idsistema, idorden_trabajo }: NuevaOperacionScreenProps) {
  const sistema = usePorIds('sistema', [idsistema ?? '']);
  const orden = usePorIds('ordentrabajo', [idorden_trabajo ?? '']);
  const idclienteOrigen = idcliente ?? orden?.get(idorden_trabajo ?? '')?.idcliente ?? sistema?.get(idsistema ?? '')?.idcliente;
  const titular = useTitular({ idcliente: idclienteOrigen, idcliente_potencial });
  const cargando = titular === undefined || (idsistema !== undefined && sistema === undefined) || (idorden_trabajo !== undefined && orden === undefined);
  return (
    <MarcoRegistro titulo={T.nuevaTitulo} volver={<Link to="/operaciones/">{T.volverLista}</Link>}>
      {cargando ? (
        <p role="status">Cargando…</p>
      ) : (
        <FormularioNuevaOperacion titular={titular ?? null} idsistema={idsistema ?? null} idorden_trabajo={idorden_trabajo ?? null} />
      )}
    </MarcoRegistro>
  );
}

interface FormularioNuevaOperacionProps {
  titular: Titular | null;
  idsistema: string | null;
  idorden_trabajo: string | null;
}

function FormularioNuevaOperacion({ titular, idsistema, idorden_trabajo }: FormularioNuevaOperacionProps) {
  const formulario = useCallback(
    ({ motor, sesion }: ContextoVigia, idoperacioncrm: string) =>
      formularioOperacion({ motor, modo: 'alta', idcomercial: sesion.usuario.idcomercial, hoy: hoyLocal(), origen: { idsistema, idorden_trabajo }, nuevoId: () => idoperacioncrm }),
    [idsistema, idorden_trabajo],
  );
  const valores = useCallback(() => valoresOperacionNueva(titular), [titular]);
  return <AltaDeclarada etiqueta={T.nuevaTitulo} formulario={formulario} valores={valores} registro={null} ficha={ficha} />;
}
