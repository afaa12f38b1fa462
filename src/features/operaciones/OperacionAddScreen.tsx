/**
 * Alta de una operación comercial (/operaciones/add): el formulario declarado (operacion-formulario.ts)
 * con el titular ya elegido si llega por la ruta (?idcliente=…, ?idcliente_potencial=…) o si la
 * operación nace de un sistema o de una orden (su cliente). Al guardar avisa 'Operación añadida' y abre
 * la ficha de la operación nueva. Sin conexión: se guarda en el dispositivo y sube después.
 */
import { Link, useNavigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { usePorIds } from '../../app/usePorIds';
import { useVigia } from '../../app/VigiaProvider';
import { FormularioDeclarado } from '../../ui/formulario/FormularioDeclarado';
import { hoyLocal } from '../ordenes/asignar-parte';
import { formularioOperacion, valoresOperacionNueva } from './operacion-formulario';
import type { Titular } from './operaciones';
import { TEXTOS_OPERACIONES as T } from './operaciones.labels';
import type { PreseleccionOperacion } from './OperacionesScreen';
import { useTitular } from './titulares';

export type NuevaOperacionScreenProps = PreseleccionOperacion;

export function NuevaOperacionScreen({ idcliente, idcliente_potencial, idsistema, idorden_trabajo }: NuevaOperacionScreenProps) {
  const sistema = usePorIds('sistema', [idsistema ?? '']);
  const orden = usePorIds('ordentrabajo', [idorden_trabajo ?? '']);
  const idclienteOrigen = idcliente ?? orden?.get(idorden_trabajo ?? '')?.idcliente ?? sistema?.get(idsistema ?? '')?.idcliente;
  const titular = useTitular({ idcliente: idclienteOrigen, idcliente_potencial });
  const cargando = titular === undefined || (idsistema !== undefined && sistema === undefined) || (idorden_trabajo !== undefined && orden === undefined);
  return (
    <div className="pantalla">
      <h1>{T.nuevaTitulo}</h1>
      {cargando ? (
        <p role="status">Cargando…</p>
      ) : (
        <FormularioNuevaOperacion titular={titular ?? null} idsistema={idsistema ?? null} idorden_trabajo={idorden_trabajo ?? null} />
      )}
      <p>
        <Link to="/operaciones/">{T.volverLista}</Link>
      </p>
    </div>
  );
}

interface FormularioNuevaOperacionProps {
  titular: Titular | null;
  idsistema: string | null;
  idorden_trabajo: string | null;
}

function FormularioNuevaOperacion({ titular, idsistema, idorden_trabajo }: FormularioNuevaOperacionProps) {
  const { motor, sesion } = useVigia();
  const navegar = useNavigate();
  const [idoperacioncrm] = useState(() => crypto.randomUUID());
  const { idcomercial } = sesion.usuario;
  const declaracion = useMemo(
    () => formularioOperacion({ motor, modo: 'alta', idcomercial, hoy: hoyLocal(), origen: { idsistema, idorden_trabajo }, nuevoId: () => idoperacioncrm }),
    [motor, idcomercial, idsistema, idorden_trabajo, idoperacioncrm],
  );
  const valores = useMemo(() => valoresOperacionNueva(titular), [titular]);
  return (
    <section className="tarjeta" aria-label={T.nuevaTitulo}>
      <FormularioDeclarado
        declaracion={declaracion}
        valores={valores}
        registro={null}
        modo="alta"
        despues={() => navegar({ to: '/operaciones/$idoperacioncrm', params: { idoperacioncrm } })}
      />
    </section>
  );
}
