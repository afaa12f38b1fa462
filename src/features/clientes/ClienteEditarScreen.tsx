/**
 * Edición de un cliente: NIF, correo electrónico y observaciones con useFormulario y los campos de
 * src/ui/formulario. Guardar manda `cliente.updateSync` con solo los campos cambiados (se aplica en el
 * dispositivo al instante y se sube cuando hay conexión), avisa con 'Cambios guardados' y vuelve a la
 * ficha. El cliente lo carga Documento.
 */
import { Link, useNavigate } from '@tanstack/react-router';
import { useId, useMemo, useRef } from 'react';
import type { DocDe } from '../../../schemas';
import { useVigia } from '../../app/VigiaProvider';
import { Documento } from '../../ui/documento/Documento';
import { CampoAreaTexto, CampoTexto } from '../../ui/formulario/campos';
import { useFormulario } from '../../ui/formulario/useFormulario';
import { useGuardar } from '../../ui/formulario/useGuardar';
import { aCambiosCliente, MAX_OBSERVACIONES_CLIENTE, normalizadoresCliente, validadoresCliente, valoresDeCliente, type ValoresCliente } from './cliente-formulario';
import { etiquetasCliente, VOLVER_FICHA, VOLVER_LISTA } from './clientes.labels';
import { AvisosFormulario } from '../../ui/formulario/AvisosFormulario';

export interface ClienteEditarScreenProps {
  idcliente: string;
}

export function ClienteEditarScreen({ idcliente }: ClienteEditarScreenProps) {
  return (
    <Documento coleccion="cliente" id={idcliente} nombre="Cliente" volver={<Link to="/clientes/">{VOLVER_LISTA}</Link>}>
      {(cliente) => (
        <div className="pantalla">
          <h1>Modificar cliente</h1>
          <p>
            {cliente.nombre} ({cliente.codigo})
          </p>
          <FormularioCliente cliente={cliente} />
        </div>
      )}
    </Documento>
  );
}

function FormularioCliente({ cliente }: { cliente: DocDe<'cliente'> }) {
  const { motor } = useVigia();
  const navegar = useNavigate();
  const id = useId();
  const valores = useMemo(() => valoresDeCliente(cliente), [cliente]);
  const f = useFormulario<ValoresCliente>({ valores, validadores: validadoresCliente, normalizadores: normalizadoresCliente });
  const refNif = useRef<HTMLInputElement>(null);
  const refEmail = useRef<HTMLInputElement>(null);
  const refObservaciones = useRef<HTMLTextAreaElement>(null);
  const { guardar, guardando, errorGuardar, mostrarRevision } = useGuardar({
    f,
    mensaje: 'Cambios guardados',
    enfocar: (campo) => ({ nif: refNif, email: refEmail, observaciones: refObservaciones })[campo].current?.focus(),
    enviar: (cambios) => motor.mutate('cliente.updateSync', { id: cliente.idcliente, cambios: aCambiosCliente(cambios) }).then(() => undefined),
    despues: () => navegar({ to: '/clientes/$idcliente', params: { idcliente: cliente.idcliente } }),
  });

  return (
    <section className="tarjeta" aria-labelledby={`${id}-editar`}>
      <h2 id={`${id}-editar`}>Datos del cliente</h2>
      <form onSubmit={guardar} noValidate>
        <CampoTexto
          ref={refNif}
          etiqueta={etiquetasCliente.nif}
          autoComplete="off"
          valor={f.visibles.nif}
          alCambiar={(v) => f.cambiar('nif', v)}
          error={f.error('nif')}
        />
        <CampoTexto
          ref={refEmail}
          etiqueta={etiquetasCliente.email}
          tipo="email"
          autoComplete="email"
          valor={f.visibles.email}
          alCambiar={(v) => f.cambiar('email', v)}
          error={f.error('email')}
        />
        <CampoAreaTexto
          ref={refObservaciones}
          etiqueta={etiquetasCliente.observaciones}
          filas={6}
          maximo={MAX_OBSERVACIONES_CLIENTE}
          valor={f.visibles.observaciones}
          alCambiar={(v) => f.cambiar('observaciones', v)}
          error={f.error('observaciones')}
        />
        <AvisosFormulario errorGuardar={errorGuardar} mostrarRevision={mostrarRevision} />
        <div className="botonera">
          <button type="submit" className="boton boton-primario" disabled={!f.modificado || guardando} aria-busy={guardando}>
            Guardar
          </button>
          <Link to="/clientes/$idcliente" params={{ idcliente: cliente.idcliente }} className="boton">
            {VOLVER_FICHA}
          </Link>
        </div>
      </form>
    </section>
  );
}
